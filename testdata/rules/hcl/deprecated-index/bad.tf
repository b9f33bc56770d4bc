output "first_ip" {
  value = aws_instance.web.0.private_ip # want "hcl/deprecated-index: .0 is the Terraform 0.11"
}

output "all_ids" {
  value = aws_instance.web.*.id # want "hcl/deprecated-index"
}
