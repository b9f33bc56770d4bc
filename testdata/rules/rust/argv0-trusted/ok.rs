use std::env;

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let first = env::args().nth(1);
    println!("{args:?} {first:?}");
}
