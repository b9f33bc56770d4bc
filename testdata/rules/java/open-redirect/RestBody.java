package example;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

// In a @RestController the returned text is the response body, not a view
// name: "redirect:" + next redirects nowhere, it writes the value into the
// page (java/xss reports that).
@RestController
public class RestBody {
    @GetMapping("/api/done")
    public String done(@RequestParam("next") String next) {
        return "redirect:" + next;
    }
}
