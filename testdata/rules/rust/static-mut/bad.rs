static mut COUNTER: u32 = 0; // want "rust/static-mut"

fn bump() {
    unsafe { COUNTER += 1; }
}
