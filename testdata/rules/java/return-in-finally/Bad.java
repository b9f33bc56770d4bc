class Bad {
    int load(Store store) {
        try {
            return store.read();
        } finally {
            store.close();
            return -1; // want "java/return-in-finally"
        }
    }
}
