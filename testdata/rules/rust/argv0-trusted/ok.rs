use std::env;

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let first = env::args().nth(1);
    println!("{args:?} {first:?} {}", args[0]);
    let all: Vec<String> = env::args().collect();
    let input = &all[1];
    let values = vec![1, 2, 3];
    println!("{input} {}", values[0]);
}
