class Orders {
    private Long ownerId;

    boolean isRoot() {
        return ownerId.equals(0); // want "java/boxed-equals-other-type"
    }

    boolean isFirstPage(Integer page) {
        return page.equals(1L); // want "java/boxed-equals-other-type"
    }

    boolean free(Double price) {
        return price.equals(0); // want "java/boxed-equals-other-type"
    }
}
