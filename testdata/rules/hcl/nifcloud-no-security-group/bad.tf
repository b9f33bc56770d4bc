resource "nifcloud_instance" "web" { # want "hcl/nifcloud-no-security-group"
  instance_id       = "web001"
  availability_zone = "east-21"
  image_id          = data.nifcloud_image.ubuntu.image_id
  network_interface {
    network_id = "net-COMMON_PRIVATE"
  }
}

resource "nifcloud_router" "edge" { # want "hcl/nifcloud-no-security-group"
  name              = "edge"
  availability_zone = "east-21"
  network_interface {
    network_id = "net-COMMON_GLOBAL"
  }
}
