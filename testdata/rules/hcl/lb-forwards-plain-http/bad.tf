resource "digitalocean_loadbalancer" "public" { # want "hcl/lb-forwards-plain-http"
  name   = "public"
  region = "ams3"

  forwarding_rule {
    entry_port      = 80
    entry_protocol  = "http"
    target_port     = 80
    target_protocol = "http"
  }
}
