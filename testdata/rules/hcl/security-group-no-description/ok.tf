resource "aws_security_group" "web" {
  name        = "web"
  description = "Web servers behind the public load balancer"
  vpc_id      = aws_vpc.main.id
}

resource "aws_security_group_rule" "https" {
  description       = "HTTPS from the internal network"
  type              = "ingress"
  from_port         = 443
  to_port           = 443
  protocol          = "tcp"
  cidr_blocks       = ["10.0.0.0/8"]
  security_group_id = aws_security_group.web.id
}

resource "openstack_networking_secgroup_v2" "web" {
  name        = "web"
  description = "HTTPS from the load balancer"
}

resource "nifcloud_security_group" "web" {
  group_name  = "web"
  description = "web servers"
}
