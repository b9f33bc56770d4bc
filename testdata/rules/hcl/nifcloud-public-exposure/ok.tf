resource "nifcloud_db_instance" "db" {
  identifier          = "db"
  instance_class      = "db.mini"
  engine              = "MySQL"
  publicly_accessible = false
}

resource "nifcloud_instance" "web" {
  instance_id = "web"
  network_interface {
    network_id = "net-COMMON_PRIVATE"
  }
}

resource "nifcloud_db_security_group" "db" {
  group_name = "db"
  rule {
    cidr_ip = "10.0.0.0/16"
  }
}
