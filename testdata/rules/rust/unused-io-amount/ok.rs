use std::io::{Read, Write};

fn copy(src: &mut impl Read, dst: &mut impl Write) -> std::io::Result<()> {
    let mut buf = [0u8; 512];
    let n = src.read(&mut buf)?;
    dst.write_all(&buf[..n])?;
    src.read_exact(&mut buf)?;
    Ok(())
}
