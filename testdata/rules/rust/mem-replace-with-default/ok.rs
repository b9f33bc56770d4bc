fn drain(buf: &mut Vec<u8>) -> Vec<u8> {
    std::mem::take(buf)
}
fn swap_in(s: &mut String) -> String {
    std::mem::replace(s, String::from("x"))
}
