resource "openstack_fw_rule_v1" "ssh" {
  name                   = "ssh"
  action                 = "allow"
  protocol               = "tcp"
  source_ip_address      = "203.0.113.0/24"
  destination_ip_address = "10.0.0.10"
  destination_port       = "22"
}

resource "openstack_fw_rule_v1" "deny_all" {
  name     = "deny-all"
  action   = "deny"
  protocol = "any"
}
