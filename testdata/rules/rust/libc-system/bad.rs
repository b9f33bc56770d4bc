use std::ffi::CString;

fn run(cmd: &str) {
    let c = CString::new(format!("convert {}", cmd)).unwrap();
    unsafe { libc::system(c.as_ptr()); } // want "rust/libc-system"
}
