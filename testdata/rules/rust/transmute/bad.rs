use std::mem;

fn bits(x: f32) -> u32 {
    unsafe { mem::transmute(x) } // want "rust/transmute"
}

fn ptr(p: *const u8) -> usize {
    unsafe { std::mem::transmute::<*const u8, usize>(p) } // want "rust/transmute"
}
