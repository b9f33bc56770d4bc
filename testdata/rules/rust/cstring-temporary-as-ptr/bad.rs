use std::ffi::CString;

fn open(path: &str) -> i32 {
    let p = CString::new(path).unwrap().as_ptr(); // want "rust/cstring-temporary-as-ptr"
    unsafe { libc::open(p, 0) }
}
