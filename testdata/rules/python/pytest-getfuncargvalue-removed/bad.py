def test_db(request):
    db = request.getfuncargvalue("db")  # want "python/pytest-getfuncargvalue-removed"
    assert db
