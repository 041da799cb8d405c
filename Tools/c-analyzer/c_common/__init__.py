
NOT_SET = object()
