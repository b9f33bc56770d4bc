package com.example.users;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import org.bson.Document;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.BasicQuery;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class UserSearch {
    private MongoTemplate mongo;
    private MongoCollection<Document> users;

    @GetMapping("/users/search")
    public Object search(@RequestParam("name") String name) {
        return mongo.find(new Query(Criteria.where("name").is(name)), User.class);
    }

    @GetMapping("/users/active")
    public Object active() {
        return mongo.find(new BasicQuery("{ \"active\": true }"), User.class);
    }

    @GetMapping("/users/raw")
    public Object raw(@RequestParam("name") String name) {
        return users.find(Filters.eq("name", name)).first();
    }

    @PostMapping("/users")
    public void create(@RequestBody String json) {
        // a document stored, not a query run
        users.insertOne(Document.parse(json));
    }

    static class User {}
}
