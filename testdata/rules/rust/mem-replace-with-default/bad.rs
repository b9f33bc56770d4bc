fn drain(buf: &mut Vec<u8>) -> Vec<u8> {
    std::mem::replace(buf, Default::default()) // want "rust/mem-replace-with-default"
}
fn drain2(s: &mut String) -> String {
    std::mem::replace(&mut *s, String::new()) // want "rust/mem-replace-with-default"
}
