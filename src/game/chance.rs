//! How a chance outcome's probability is written, `weight / total` in
//! lowest terms: by the tree text (`chance(0.9,0.1)[…]`), the edges and
//! tooltips under a chance node, and the narration.

/// A probability of `weight / total`: an exact decimal where one with at
/// most four places holds it (`0.9`, `0.25`), else a fraction in lowest
/// terms (`1/3`).
#[must_use]
pub fn probability_text(weight: u16, total: u16) -> String {
    let (mut a, mut b) = (u32::from(weight), u32::from(total.max(1)));
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let common = a.max(1);
    let (top, bottom) = (u32::from(weight) / common, u32::from(total.max(1)) / common);
    if bottom == 1 {
        return top.to_string();
    }
    for places in 1..=4_u32 {
        let scale = 10_u32.pow(places);
        if scale % bottom == 0 {
            let scaled = top * (scale / bottom);
            let width = places as usize;
            return format!("{}.{:0width$}", scaled / scale, scaled % scale);
        }
    }
    format!("{top}/{bottom}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_are_exact_decimals_or_fractions() {
        assert_eq!(probability_text(9, 10), "0.9");
        assert_eq!(probability_text(1, 4), "0.25");
        assert_eq!(probability_text(2, 6), "1/3");
        assert_eq!(probability_text(3, 3), "1");
        assert_eq!(probability_text(1, 16), "0.0625");
        assert_eq!(probability_text(0, 7), "0");
    }
}
