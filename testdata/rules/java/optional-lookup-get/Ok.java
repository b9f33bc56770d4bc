import java.util.List;
import java.util.Optional;

class OwnerService {
    private OwnerRepository owners;

    Owner load(int id) {
        return owners.findById(id).orElseThrow(() -> new IllegalArgumentException("no owner " + id));
    }

    String firstAdmin(List<String> users) {
        return users.stream().filter(u -> u.startsWith("admin")).findFirst().orElse("root");
    }

    Owner checked(int id) {
        Optional<Owner> owner = owners.findById(id);
        if (owner.isPresent()) {
            return owner.get();
        }
        return null;
    }

    String setting(java.util.Map<String, String> settings) {
        return settings.get("name");
    }
}

class OwnerServiceTests {
    private OwnerRepository owners;

    @org.junit.jupiter.api.Test
    void findsOwner() {
        Owner owner = owners.findById(1).get();
        org.junit.jupiter.api.Assertions.assertEquals("George", owner.getFirstName());
    }
}
