use std::ffi::CString;

fn open(path: &str) -> i32 {
    let c = CString::new(path).unwrap();
    unsafe { libc::open(c.as_ptr(), 0) }
}
