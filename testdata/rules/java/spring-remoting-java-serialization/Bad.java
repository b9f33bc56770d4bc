package example;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.remoting.httpinvoker.HttpInvokerServiceExporter;
import org.springframework.remoting.rmi.RmiServiceExporter;

@Configuration
public class RemotingConfig {
    @Bean(name = "/AccountService")
    public HttpInvokerServiceExporter accountService(AccountService service) {
        HttpInvokerServiceExporter exporter = new HttpInvokerServiceExporter(); // want "java/spring-remoting-java-serialization: HttpInvokerServiceExporter deserializes"
        exporter.setService(service);
        exporter.setServiceInterface(AccountService.class);
        return exporter;
    }

    @Bean
    public RmiServiceExporter rmiExporter(AccountService service) {
        RmiServiceExporter exporter = new RmiServiceExporter(); // want "java/spring-remoting-java-serialization"
        exporter.setServiceName("AccountService");
        exporter.setService(service);
        exporter.setServiceInterface(AccountService.class);
        exporter.setRegistryPort(1199);
        return exporter;
    }
}

class AuditedExporter extends HttpInvokerServiceExporter { // want "java/spring-remoting-java-serialization"
}
