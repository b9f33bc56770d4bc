class Orders {
    private Long ownerId;
    private String code;

    boolean isRoot() {
        return ownerId.equals(0L);
    }

    boolean isFirstPage(Integer page) {
        return page.equals(1);
    }

    boolean free(Double price) {
        return price.equals(0.0);
    }

    boolean plain(long id) {
        return id == 0;
    }

    boolean codeIsZero() {
        return code.equals("0");
    }
}
