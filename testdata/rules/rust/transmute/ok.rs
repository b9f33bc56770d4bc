fn bits(x: f32) -> u32 {
    x.to_bits()
}

fn ptr(p: *const u8) -> usize {
    p as usize
}
