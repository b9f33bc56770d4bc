def ratio(sum, total)
  total.zero? ? 0 : sum / total
end
