//! `SplitMix64` (Steele, Lea and Flood, 2014; the generator Java's
//! `SplittableRandom` uses), the project's one pseudo-random generator:
//! 64 bits of state, a fixed sequence for each seed, and only wrapping
//! integer arithmetic, so the same seed gives the same numbers on every
//! machine and every Rust version. The tree generator draws shapes and
//! leaves with it, Monte Carlo tree search its playouts.

#![expect(
    clippy::cast_possible_wrap,
    clippy::cast_sign_loss,
    reason = "a span between two i64 bounds with lo <= hi fits u64, and a draw below it added to lo stays within the bounds"
)]

/// The `SplitMix64` generator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// The generator started at `seed`.
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

    /// A number in `0..n`, every one exactly equally likely (draws that
    /// would favour the low numbers are thrown away); 0 for `n == 0`. The
    /// tree generator's draw.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        // The largest multiple of n that fits: draws at or above it are redrawn.
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let draw = self.next_u64();
            if draw < zone {
                return draw % n;
            }
        }
    }

    /// A number in `lo..=hi` (`lo` if `hi < lo`).
    pub fn between(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        let span = (hi - lo) as u64 + 1;
        lo + self.below(span) as i64
    }

    /// An index in `0..n` (`n` > 0) from one draw: the high half of the
    /// 128-bit product (Lemire's multiply-shift), whose bias, under 2⁻⁵⁰
    /// for any move list, no playout can show. A playout's move.
    #[inline]
    pub fn index(&mut self, n: usize) -> usize {
        let wide = u128::from(self.next_u64()) * n as u128;
        usize::try_from(wide >> 64).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_sequence() {
        // The first outputs of the reference C code (Vigna,
        // prng.di.unimi.it/splitmix64.c, as used to seed xoshiro) for seeds
        // 0 and 1234567.
        let mut zero = SplitMix64::new(0);
        assert_eq!(zero.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(zero.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(zero.next_u64(), 0x06C4_5D18_8009_454F);
        let mut rng = SplitMix64::new(1_234_567);
        assert_eq!(rng.next_u64(), 6_457_827_717_110_365_317);
        assert_eq!(rng.next_u64(), 3_203_168_211_198_807_973);
        assert_eq!(rng.next_u64(), 9_817_491_932_198_370_423);
    }

    #[test]
    fn between_stays_in_range_and_reaches_both_ends() {
        let mut rng = SplitMix64::new(7);
        let draws: Vec<i64> = (0..200).map(|_| rng.between(-2, 2)).collect();
        assert!(draws.iter().all(|d| (-2..=2).contains(d)));
        assert!(draws.contains(&-2) && draws.contains(&2));
        assert_eq!(rng.between(5, 5), 5);
        assert_eq!(rng.below(0), 0);
    }

    #[test]
    fn index_stays_in_range_and_reaches_every_value() {
        let mut rng = SplitMix64::new(7);
        let mut seen = [false; 5];
        for _ in 0..200 {
            seen[rng.index(5)] = true;
        }
        assert_eq!(seen, [true; 5]);
    }
}
