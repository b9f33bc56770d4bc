resource "opc_compute_ip_address_reservation" "web" {
  name            = "web"
  ip_address_pool = "cloud-ippool"
}
