use rand::{rngs::OsRng, rngs::StdRng, SeedableRng, RngCore};

fn session_key() -> [u8; 32] {
    let mut k = [0u8; 32];
    OsRng.fill_bytes(&mut k);
    k
}

fn sim(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}
