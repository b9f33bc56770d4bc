resource "nifcloud_instance" "web" {
  instance_id       = "web001"
  availability_zone = "east-21"
  image_id          = data.nifcloud_image.ubuntu.image_id
  security_group    = nifcloud_security_group.web.group_name
  network_interface {
    network_id = "net-COMMON_PRIVATE"
  }
}

resource "nifcloud_router" "edge" {
  name              = "edge"
  availability_zone = "east-21"
  security_group    = nifcloud_security_group.router.group_name
  network_interface {
    network_id = "net-COMMON_GLOBAL"
  }
}
