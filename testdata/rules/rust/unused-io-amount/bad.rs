use std::io::{Read, Write};

fn copy(src: &mut impl Read, dst: &mut impl Write) -> std::io::Result<()> {
    let mut buf = [0u8; 512];
    src.read(&mut buf)?; // want "rust/unused-io-amount"
    dst.write(&buf)?; // want "rust/unused-io-amount"
    Ok(())
}
