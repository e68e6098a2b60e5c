//! The pictures of every step of a walk-through packed once: each SVG is
//! cut into its lines (the exporters write one element a line), each
//! distinct line is kept once, and a step's picture is a list of runs of
//! consecutive line numbers. From one step to the next most lines stay
//! (nodes keep their places), so a step costs a few runs, not a picture.

use std::collections::HashMap;

/// Distinct lines, numbered in the order first seen.
#[derive(Default, Debug)]
pub(super) struct Lines {
    /// The lines, by number.
    lines: Vec<String>,
    /// Each line's number.
    numbers: HashMap<String, u32>,
}

impl Lines {
    /// `svg`'s lines as runs `[first, count, first, count, …]` of line
    /// numbers, new lines numbered as they come. Joined with `\n`, the runs'
    /// lines are `svg` again, without its XML declaration and its
    /// namespace (a page's inline `<svg>` needs neither) and without the
    /// newline it ends with.
    pub(super) fn pack(&mut self, svg: &str) -> Vec<u32> {
        let mut runs: Vec<u32> = Vec::new();
        for line in inline(svg).lines() {
            let number = self.number(line);
            match runs.as_mut_slice() {
                [.., first, count] if *first + *count == number => *count += 1,
                _ => runs.extend([number, 1]),
            }
        }
        runs
    }

    /// The number of `line`, given one if it is new.
    fn number(&mut self, line: &str) -> u32 {
        if let Some(&number) = self.numbers.get(line) {
            return number;
        }
        let number = u32::try_from(self.lines.len()).unwrap_or(u32::MAX);
        self.lines.push(line.to_owned());
        self.numbers.insert(line.to_owned(), number);
        number
    }

    /// The lines, by number.
    pub(super) fn into_lines(self) -> Vec<String> {
        self.lines
    }
}

/// `svg` as an inline `<svg>` element of a page: without the XML
/// declaration and the `xmlns` attribute.
pub(super) fn inline(svg: &str) -> String {
    let body = svg
        .strip_prefix("<?xml")
        .and_then(|rest| rest.split_once("?>"))
        .map_or(svg, |(_, body)| body)
        .trim_start();
    body.replacen(super::super::svg::NAMESPACE_ATTRIBUTE, "", 1)
}

/// The lines of `runs` joined with `\n`: the picture [`Lines::pack`] packed.
#[cfg(test)]
pub(super) fn unpack(lines: &[String], runs: &[u32]) -> String {
    runs.chunks(2)
        .flat_map(|run| {
            let (first, count) = (run[0] as usize, run[1] as usize);
            lines[first..first + count].iter().map(String::as_str)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_come_back_whole_and_share_their_lines() {
        let first = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\">\n<a/>\n<b/>\n</svg>\n";
        let second = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\">\n<a/>\n<c/>\n<b/>\n</svg>\n";
        let mut lines = Lines::default();
        let one = lines.pack(first);
        let two = lines.pack(second);
        assert_eq!(one, [0, 4]);
        // <svg> and <a/> shared, <c/> new, <b/> and </svg> shared.
        assert_eq!(two, [0, 2, 4, 1, 2, 2]);
        let lines = lines.into_lines();
        assert_eq!(lines.len(), 5);
        assert_eq!(
            unpack(&lines, &one),
            "<svg width=\"4\">\n<a/>\n<b/>\n</svg>"
        );
        assert_eq!(
            unpack(&lines, &two),
            "<svg width=\"4\">\n<a/>\n<c/>\n<b/>\n</svg>"
        );
    }
}
