package com.example.orders;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

@Service
public class OrderReportService {
    private final OrderRepository orderRepository;
    private final CustomerRepository customerRepository;
    private final RoleRepository roleRepository;
    private final Repository repository; // a JGit repository

    public List<OrderReport> report(List<Order> orders) {
        List<Long> ids = orders.stream().map(Order::getCustomerId).toList();
        Map<Long, Customer> customers = customerRepository.findAllById(ids).stream()
            .collect(Collectors.toMap(Customer::getId, Function.identity()));
        List<OrderReport> out = new ArrayList<>();
        for (Order order : orders) {
            out.add(new OrderReport(order, customers.get(order.getCustomerId())));
        }
        return out;
    }

    public String firstFreeSlug(List<String> candidates) {
        // a search that stops at the first free slug
        for (String slug : candidates) {
            if (!orderRepository.existsBySlug(slug)) {
                return slug;
            }
        }
        return null;
    }

    public void seedRoles() {
        // a fixed list of two roles, and an enum's constants
        for (String name : List.of("ADMIN", "USER")) {
            roleRepository.findByName(name).orElseGet(() -> roleRepository.save(new Role(name)));
        }
        for (Status s : Status.values()) {
            roleRepository.countByStatus(s);
        }
    }

    public void link(List<Order> orders) {
        // getReferenceById returns a lazy proxy: no query
        for (Order order : orders) {
            order.setCustomer(customerRepository.getReferenceById(order.getCustomerId()));
        }
        orderRepository.saveAll(orders);
    }

    public void refs(List<String> names) throws Exception {
        for (String name : names) {
            Ref ref = repository.findRef(name);
            System.out.println(ref);
        }
    }

    public List<String> json(List<Order> orders) throws Exception {
        List<String> out = new ArrayList<>();
        for (Order order : orders) {
            out.add(objectMapper.writeValueAsString(order));
            out.add(String.valueOf(objectMapper.getTypeFactory()));
            out.add(orderDtoMapper.toDto(order).toString());
        }
        return out;
    }

    public void inBatches(List<List<Long>> idBatches) {
        // one query per batch of ids
        for (List<Long> batch : idBatches) {
            orderRepository.findAllById(batch);
        }
    }

    public void retry(long id) {
        for (int attempt = 0; attempt < 3; attempt++) {
            orderRepository.findById(id);
        }
    }
}
