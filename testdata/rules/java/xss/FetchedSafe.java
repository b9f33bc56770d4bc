package example;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

// A proxy to a fixed API: the answer is the API's, not the id that chose
// the path.
@RestController
class UserProxy {
    private final RestTemplate restTemplate = new RestTemplate();

    @GetMapping("/users")
    String user(@RequestParam String id) {
        return restTemplate.getForObject("https://api.internal.example.com/users/" + id, String.class);
    }
}
