resource "opc_compute_ip_address_reservation" "web" { # want "hcl/oracle-public-ip-reservation"
  name            = "web"
  ip_address_pool = "public-ippool"
}
