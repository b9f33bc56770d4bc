class Passwords {
    PasswordEncoder encoder() {
        return new BCryptPasswordEncoder(12);
    }
    KeySpec spec(char[] pw, byte[] salt) {
        return new PBEKeySpec(pw, salt, 600_000, 256);
    }
    AlgorithmParameterSpec params(byte[] salt) {
        return new PBEParameterSpec(salt, 310000);
    }
}
