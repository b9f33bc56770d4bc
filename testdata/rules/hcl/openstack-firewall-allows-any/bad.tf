resource "openstack_fw_rule_v1" "ssh" { # want "hcl/openstack-firewall-allows-any"
  name                   = "ssh"
  action                 = "allow"
  protocol               = "tcp"
  destination_ip_address = "10.0.0.10"
  destination_port       = "22"
}

resource "openstack_fw_rule_v1" "any" { # want "hcl/openstack-firewall-allows-any"
  name     = "any"
  action   = "allow"
  protocol = "tcp"
}
