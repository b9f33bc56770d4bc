use rand::{rngs::StdRng, SeedableRng, Rng};

fn session_key() -> [u8; 32] {
    let mut rng = StdRng::seed_from_u64(42); // want "rust/fixed-seed-rng"
    rng.gen()
}
