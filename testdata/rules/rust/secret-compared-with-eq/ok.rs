use subtle::ConstantTimeEq;

fn check(req_token: &[u8], expected_token: &[u8]) -> bool {
    req_token.ct_eq(expected_token).into()
}

fn shape(token: &str, token_len: usize) -> bool {
    token.len() == token_len && token_type == TokenType::Bearer
}
