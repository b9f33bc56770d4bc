package example;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.remoting.httpinvoker.HttpInvokerProxyFactoryBean;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@Configuration
public class ClientConfig {
    // the client side sends serialized calls; it does not accept them
    @Bean
    public HttpInvokerProxyFactoryBean accountClient() {
        HttpInvokerProxyFactoryBean proxy = new HttpInvokerProxyFactoryBean();
        proxy.setServiceUrl("https://internal.example.com/AccountService");
        proxy.setServiceInterface(AccountService.class);
        return proxy;
    }
}

// the same service over JSON
@RestController
class AccountController {
    private final AccountService service;

    AccountController(AccountService service) {
        this.service = service;
    }

    @GetMapping("/accounts/{id}")
    public Account get(@PathVariable long id) {
        return service.find(id);
    }
}
