resource "nifcloud_db_instance" "db" { # want "hcl/nifcloud-public-exposure"
  identifier     = "db"
  instance_class = "db.mini"
  engine         = "MySQL"
}

resource "nifcloud_instance" "web" { # want "hcl/nifcloud-public-exposure"
  instance_id = "web"
  image_id    = data.nifcloud_image.ubuntu.id
  network_interface {
    network_id = "net-COMMON_GLOBAL"
  }
}

resource "nifcloud_db_security_group" "db" { # want "hcl/nifcloud-public-exposure"
  group_name = "db"
  rule {
    cidr_ip = "0.0.0.0/0"
  }
}
