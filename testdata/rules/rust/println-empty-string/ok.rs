fn main() {
    println!();
    println!("{}", "");
    println!("done");
}
