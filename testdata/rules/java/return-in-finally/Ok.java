class Ok {
    int load(Store store) {
        int v = -1;
        try {
            v = store.read();
        } finally {
            store.close();
        }
        return v;
    }
}
