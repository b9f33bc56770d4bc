use std::env;

fn main() {
    let me = env::args().next().unwrap(); // want "rust/argv0-trusted"
    let also = std::env::args_os().nth(0); // want "rust/argv0-trusted"
    let args: Vec<String> = env::args().collect();
    let dir = std::path::Path::new(&args[0]).parent(); // want "rust/argv0-trusted"
    println!("{me} {also:?} {dir:?}");
}
