class Passwords {
    PasswordEncoder encoder() {
        return new BCryptPasswordEncoder(4); // want "java/weak-kdf-work-factor"
    }
    KeySpec spec(char[] pw, byte[] salt) {
        return new PBEKeySpec(pw, salt, 1000, 256); // want "java/weak-kdf-work-factor"
    }
    AlgorithmParameterSpec params(byte[] salt) {
        return new PBEParameterSpec(salt, 20); // want "java/weak-kdf-work-factor"
    }
}
