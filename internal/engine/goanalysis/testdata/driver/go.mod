module example.com/driver

go 1.26
