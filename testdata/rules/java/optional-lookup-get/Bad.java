import java.util.List;

class OwnerService {
    private OwnerRepository owners;

    Owner load(int id) {
        return owners.findById(id).get(); // want "java/optional-lookup-get"
    }

    String firstAdmin(List<String> users) {
        return users.stream().filter(u -> u.startsWith("admin")).findFirst().get(); // want "java/optional-lookup-get"
    }
}
