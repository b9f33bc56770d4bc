class ReportView:
    def get(request, pk):  # want "python/method-without-self"
        return self.render(request, pk)

    def total(values: list):  # want "python/method-without-self"
        return sum(values) + self.offset
