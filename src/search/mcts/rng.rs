//! The playouts' random numbers: `SplitMix64` (Steele, Lea and Flood, 2014;
//! the generator Java's `SplittableRandom` uses), written here so that the
//! same seed gives the same playouts on every machine and every build,
//! whatever a crate's next version does.

/// A `SplitMix64` generator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started from `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0): the high half of the 128-bit product
    /// (Lemire's multiply-shift), whose bias, under 2⁻⁵⁰ for any move
    /// list, no playout can show.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        let wide = u128::from(self.next_u64()) * n as u128;
        usize::try_from(wide >> 64).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first outputs for seed 0 are `SplitMix64`'s published ones (the
    /// reference `splitmix64.c` by Vigna, as used to seed xoshiro).
    #[test]
    fn matches_the_reference_sequence() {
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(rng.next_u64(), 0x06C4_5D18_8009_454F);
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = SplitMix64::new(7);
        let mut seen = [false; 5];
        for _ in 0..200 {
            let at = rng.below(5);
            seen[at] = true;
        }
        assert_eq!(seen, [true; 5]);
    }
}
