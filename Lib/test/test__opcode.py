import dis
from test.support.import_helper import import_module
import unittest
import opcode

_opcode = import_module("_opcode")
from _opcode import stack_effect


class OpListTests(unittest.TestCase):
    def check_bool_function_result(self, func, ops, expected):
        for op in ops:
            if isinstance(op, str):
                op = dis.opmap[op]
            with self.subTest(opcode=op, func=func):
                self.assertIsInstance(func(op), bool)
                self.assertEqual(func(op), expected)

    def test_invalid_opcodes(self):
        invalid = [-100, -1, 255, 512, 513, 1000]
        self.check_bool_function_result(_opcode.is_valid, invalid, False)
        self.check_bool_function_result(_opcode.has_arg, invalid, False)
        self.check_bool_function_result(_opcode.has_const, invalid, False)
        self.check_bool_function_result(_opcode.has_name, invalid, False)
        self.check_bool_function_result(_opcode.has_jump, invalid, False)
        self.check_bool_function_result(_opcode.has_free, invalid, False)
        self.check_bool_function_result(_opcode.has_local, invalid, False)
        self.check_bool_function_result(_opcode.has_exc, invalid, False)

    def test_is_valid(self):
        names = [
            'CACHE',
            'POP_TOP',
            'IMPORT_NAME',
            'JUMP',
            'INSTRUMENTED_RETURN_VALUE',
        ]
        opcodes = [dis.opmap[opname] for opname in names]
        self.check_bool_function_result(_opcode.is_valid, opcodes, True)

    def test_oplists(self):
        def check_function(self, func, expected):
            for op in [-10, 520]:
                with self.subTest(opcode=op, func=func):
                    res = func(op)
                    self.assertIsInstance(res, bool)
                    self.assertEqual(res, op in expected)

        check_function(self, _opcode.has_arg, dis.hasarg)
        check_function(self, _opcode.has_const, dis.hasconst)
        check_function(self, _opcode.has_name, dis.hasname)
        check_function(self, _opcode.has_jump, dis.hasjump)
        check_function(self, _opcode.has_free, dis.hasfree)
        check_function(self, _opcode.has_local, dis.haslocal)
        check_function(self, _opcode.has_exc, dis.hasexc)


class StackEffectTests(unittest.TestCase):
    def test_stack_effect(self):
        self.assertEqual(stack_effect(dis.opmap['POP_TOP']), -1)
        self.assertEqual(stack_effect(dis.opmap['BUILD_SLICE'], 0), -1)
        self.assertEqual(stack_effect(dis.opmap['BUILD_SLICE'], 1), -1)
        self.assertEqual(stack_effect(dis.opmap['BUILD_SLICE'], 3), -2)
        self.assertRaises(ValueError, stack_effect, 30000)
        # All defined opcodes
        has_arg = dis.hasarg
        for name, code in filter(lambda item: item[0] not in dis.deoptmap, dis.opmap.items()):
            if code >= opcode.MIN_INSTRUMENTED_OPCODE:
                continue
            with self.subTest(opname=name):
                stack_effect(code)
                stack_effect(code, 0)
        # All not defined opcodes
        for code in set(range(256)) - set(dis.opmap.values()):
            with self.subTest(opcode=code):
                self.assertRaises(ValueError, stack_effect, code)
                self.assertRaises(ValueError, stack_effect, code, 0)

    def test_stack_effect_jump(self):
        FOR_ITER = dis.opmap['FOR_ITER']
        self.assertEqual(stack_effect(FOR_ITER, 0), 1)
        self.assertEqual(stack_effect(FOR_ITER, 0, jump=True), 1)
        self.assertEqual(stack_effect(FOR_ITER, 0, jump=False), 1)
        JUMP_FORWARD = dis.opmap['JUMP_FORWARD']
        self.assertEqual(stack_effect(JUMP_FORWARD, 0), 0)
        self.assertEqual(stack_effect(JUMP_FORWARD, 0, jump=True), 0)
        self.assertEqual(stack_effect(JUMP_FORWARD, 0, jump=False), 0)
        # All defined opcodes
        has_arg = dis.hasarg
        has_exc = dis.hasexc
        has_jump = dis.hasjabs + dis.hasjrel
        for name, code in filter(lambda item: item[0] not in dis.deoptmap, dis.opmap.items()):
            if code >= opcode.MIN_INSTRUMENTED_OPCODE:
                continue
            with self.subTest(opname=name):
                if code not in has_arg:
                    common = stack_effect(code)
                    jump = stack_effect(code, jump=True)
                    nojump = stack_effect(code, jump=False)
                else:
                    common = stack_effect(code, 0)
                    jump = stack_effect(code, 0, jump=True)
                    nojump = stack_effect(code, 0, jump=False)
                if code in has_jump or code in has_exc:
                    self.assertEqual(common, max(jump, nojump))
                else:
                    self.assertEqual(jump, common)
                    self.assertEqual(nojump, common)


class SpecializationStatsTests(unittest.TestCase):
    def test_specialization_stats(self):
        stat_names = ["success", "failure", "hit", "deferred", "miss", "deopt"]
        specialized_opcodes = [
            op.lower()
            for op in opcode._specializations
            if opcode._inline_cache_entries.get(op, 0)
        ]
        self.assertIn('load_attr', specialized_opcodes)
        self.assertIn('binary_subscr', specialized_opcodes)

        stats = _opcode.get_specialization_stats()
        if stats is not None:
            self.assertIsInstance(stats, dict)
            self.assertCountEqual(stats.keys(), specialized_opcodes)
            self.assertCountEqual(
                stats['load_attr'].keys(),
                stat_names + ['failure_kinds'])
            for sn in stat_names:
                self.assertIsInstance(stats['load_attr'][sn], int)
            self.assertIsInstance(
                stats['load_attr']['failure_kinds'],
                tuple)
            for v in stats['load_attr']['failure_kinds']:
                self.assertIsInstance(v, int)


# The opcodes of CPython 3.13.5, generated from the #defines of its
# Include/opcode_ids.h (HAVE_ARGUMENT and MIN_INSTRUMENTED_OPCODE apart).
OPCODES_3_13_5 = {
    'CACHE': 0, 'BEFORE_ASYNC_WITH': 1, 'BEFORE_WITH': 2,
    'BINARY_OP_INPLACE_ADD_UNICODE': 3, 'BINARY_SLICE': 4, 'BINARY_SUBSCR': 5,
    'CHECK_EG_MATCH': 6, 'CHECK_EXC_MATCH': 7, 'CLEANUP_THROW': 8,
    'DELETE_SUBSCR': 9, 'END_ASYNC_FOR': 10, 'END_FOR': 11, 'END_SEND': 12,
    'EXIT_INIT_CHECK': 13, 'FORMAT_SIMPLE': 14, 'FORMAT_WITH_SPEC': 15,
    'GET_AITER': 16, 'RESERVED': 17, 'GET_ANEXT': 18, 'GET_ITER': 19,
    'GET_LEN': 20, 'GET_YIELD_FROM_ITER': 21, 'INTERPRETER_EXIT': 22,
    'LOAD_ASSERTION_ERROR': 23, 'LOAD_BUILD_CLASS': 24, 'LOAD_LOCALS': 25,
    'MAKE_FUNCTION': 26, 'MATCH_KEYS': 27, 'MATCH_MAPPING': 28,
    'MATCH_SEQUENCE': 29, 'NOP': 30, 'POP_EXCEPT': 31, 'POP_TOP': 32,
    'PUSH_EXC_INFO': 33, 'PUSH_NULL': 34, 'RETURN_GENERATOR': 35,
    'RETURN_VALUE': 36, 'SETUP_ANNOTATIONS': 37, 'STORE_SLICE': 38,
    'STORE_SUBSCR': 39, 'TO_BOOL': 40, 'UNARY_INVERT': 41,
    'UNARY_NEGATIVE': 42, 'UNARY_NOT': 43, 'WITH_EXCEPT_START': 44,
    'BINARY_OP': 45, 'BUILD_CONST_KEY_MAP': 46, 'BUILD_LIST': 47,
    'BUILD_MAP': 48, 'BUILD_SET': 49, 'BUILD_SLICE': 50, 'BUILD_STRING': 51,
    'BUILD_TUPLE': 52, 'CALL': 53, 'CALL_FUNCTION_EX': 54,
    'CALL_INTRINSIC_1': 55, 'CALL_INTRINSIC_2': 56, 'CALL_KW': 57,
    'COMPARE_OP': 58, 'CONTAINS_OP': 59, 'CONVERT_VALUE': 60, 'COPY': 61,
    'COPY_FREE_VARS': 62, 'DELETE_ATTR': 63, 'DELETE_DEREF': 64,
    'DELETE_FAST': 65, 'DELETE_GLOBAL': 66, 'DELETE_NAME': 67,
    'DICT_MERGE': 68, 'DICT_UPDATE': 69, 'ENTER_EXECUTOR': 70,
    'EXTENDED_ARG': 71, 'FOR_ITER': 72, 'GET_AWAITABLE': 73,
    'IMPORT_FROM': 74, 'IMPORT_NAME': 75, 'IS_OP': 76, 'JUMP_BACKWARD': 77,
    'JUMP_BACKWARD_NO_INTERRUPT': 78, 'JUMP_FORWARD': 79, 'LIST_APPEND': 80,
    'LIST_EXTEND': 81, 'LOAD_ATTR': 82, 'LOAD_CONST': 83, 'LOAD_DEREF': 84,
    'LOAD_FAST': 85, 'LOAD_FAST_AND_CLEAR': 86, 'LOAD_FAST_CHECK': 87,
    'LOAD_FAST_LOAD_FAST': 88, 'LOAD_FROM_DICT_OR_DEREF': 89,
    'LOAD_FROM_DICT_OR_GLOBALS': 90, 'LOAD_GLOBAL': 91, 'LOAD_NAME': 92,
    'LOAD_SUPER_ATTR': 93, 'MAKE_CELL': 94, 'MAP_ADD': 95, 'MATCH_CLASS': 96,
    'POP_JUMP_IF_FALSE': 97, 'POP_JUMP_IF_NONE': 98,
    'POP_JUMP_IF_NOT_NONE': 99, 'POP_JUMP_IF_TRUE': 100, 'RAISE_VARARGS': 101,
    'RERAISE': 102, 'RETURN_CONST': 103, 'SEND': 104, 'SET_ADD': 105,
    'SET_FUNCTION_ATTRIBUTE': 106, 'SET_UPDATE': 107, 'STORE_ATTR': 108,
    'STORE_DEREF': 109, 'STORE_FAST': 110, 'STORE_FAST_LOAD_FAST': 111,
    'STORE_FAST_STORE_FAST': 112, 'STORE_GLOBAL': 113, 'STORE_NAME': 114,
    'SWAP': 115, 'UNPACK_EX': 116, 'UNPACK_SEQUENCE': 117, 'YIELD_VALUE': 118,
    'RESUME': 149, 'BINARY_OP_ADD_FLOAT': 150, 'BINARY_OP_ADD_INT': 151,
    'BINARY_OP_ADD_UNICODE': 152, 'BINARY_OP_MULTIPLY_FLOAT': 153,
    'BINARY_OP_MULTIPLY_INT': 154, 'BINARY_OP_SUBTRACT_FLOAT': 155,
    'BINARY_OP_SUBTRACT_INT': 156, 'BINARY_SUBSCR_DICT': 157,
    'BINARY_SUBSCR_GETITEM': 158, 'BINARY_SUBSCR_LIST_INT': 159,
    'BINARY_SUBSCR_STR_INT': 160, 'BINARY_SUBSCR_TUPLE_INT': 161,
    'CALL_ALLOC_AND_ENTER_INIT': 162, 'CALL_BOUND_METHOD_EXACT_ARGS': 163,
    'CALL_BOUND_METHOD_GENERAL': 164, 'CALL_BUILTIN_CLASS': 165,
    'CALL_BUILTIN_FAST': 166, 'CALL_BUILTIN_FAST_WITH_KEYWORDS': 167,
    'CALL_BUILTIN_O': 168, 'CALL_ISINSTANCE': 169, 'CALL_LEN': 170,
    'CALL_LIST_APPEND': 171, 'CALL_METHOD_DESCRIPTOR_FAST': 172,
    'CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS': 173,
    'CALL_METHOD_DESCRIPTOR_NOARGS': 174, 'CALL_METHOD_DESCRIPTOR_O': 175,
    'CALL_NON_PY_GENERAL': 176, 'CALL_PY_EXACT_ARGS': 177,
    'CALL_PY_GENERAL': 178, 'CALL_STR_1': 179, 'CALL_TUPLE_1': 180,
    'CALL_TYPE_1': 181, 'COMPARE_OP_FLOAT': 182, 'COMPARE_OP_INT': 183,
    'COMPARE_OP_STR': 184, 'CONTAINS_OP_DICT': 185, 'CONTAINS_OP_SET': 186,
    'FOR_ITER_GEN': 187, 'FOR_ITER_LIST': 188, 'FOR_ITER_RANGE': 189,
    'FOR_ITER_TUPLE': 190, 'LOAD_ATTR_CLASS': 191,
    'LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN': 192, 'LOAD_ATTR_INSTANCE_VALUE': 193,
    'LOAD_ATTR_METHOD_LAZY_DICT': 194, 'LOAD_ATTR_METHOD_NO_DICT': 195,
    'LOAD_ATTR_METHOD_WITH_VALUES': 196, 'LOAD_ATTR_MODULE': 197,
    'LOAD_ATTR_NONDESCRIPTOR_NO_DICT': 198,
    'LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES': 199, 'LOAD_ATTR_PROPERTY': 200,
    'LOAD_ATTR_SLOT': 201, 'LOAD_ATTR_WITH_HINT': 202,
    'LOAD_GLOBAL_BUILTIN': 203, 'LOAD_GLOBAL_MODULE': 204,
    'LOAD_SUPER_ATTR_ATTR': 205, 'LOAD_SUPER_ATTR_METHOD': 206,
    'RESUME_CHECK': 207, 'SEND_GEN': 208, 'STORE_ATTR_INSTANCE_VALUE': 209,
    'STORE_ATTR_SLOT': 210, 'STORE_ATTR_WITH_HINT': 211,
    'STORE_SUBSCR_DICT': 212, 'STORE_SUBSCR_LIST_INT': 213,
    'TO_BOOL_ALWAYS_TRUE': 214, 'TO_BOOL_BOOL': 215, 'TO_BOOL_INT': 216,
    'TO_BOOL_LIST': 217, 'TO_BOOL_NONE': 218, 'TO_BOOL_STR': 219,
    'UNPACK_SEQUENCE_LIST': 220, 'UNPACK_SEQUENCE_TUPLE': 221,
    'UNPACK_SEQUENCE_TWO_TUPLE': 222, 'INSTRUMENTED_RESUME': 236,
    'INSTRUMENTED_END_FOR': 237, 'INSTRUMENTED_END_SEND': 238,
    'INSTRUMENTED_RETURN_VALUE': 239, 'INSTRUMENTED_RETURN_CONST': 240,
    'INSTRUMENTED_YIELD_VALUE': 241, 'INSTRUMENTED_LOAD_SUPER_ATTR': 242,
    'INSTRUMENTED_FOR_ITER': 243, 'INSTRUMENTED_CALL': 244,
    'INSTRUMENTED_CALL_KW': 245, 'INSTRUMENTED_CALL_FUNCTION_EX': 246,
    'INSTRUMENTED_INSTRUCTION': 247, 'INSTRUMENTED_JUMP_FORWARD': 248,
    'INSTRUMENTED_JUMP_BACKWARD': 249, 'INSTRUMENTED_POP_JUMP_IF_TRUE': 250,
    'INSTRUMENTED_POP_JUMP_IF_FALSE': 251,
    'INSTRUMENTED_POP_JUMP_IF_NONE': 252,
    'INSTRUMENTED_POP_JUMP_IF_NOT_NONE': 253, 'INSTRUMENTED_LINE': 254,
    'JUMP': 256, 'JUMP_NO_INTERRUPT': 257, 'LOAD_CLOSURE': 258,
    'LOAD_METHOD': 259, 'LOAD_SUPER_METHOD': 260, 'LOAD_ZERO_SUPER_ATTR': 261,
    'LOAD_ZERO_SUPER_METHOD': 262, 'POP_BLOCK': 263, 'SETUP_CLEANUP': 264,
    'SETUP_FINALLY': 265, 'SETUP_WITH': 266, 'STORE_FAST_MAYBE_NULL': 267,
}


class OpcodeNumbersTests(unittest.TestCase):
    # Keyword subscripts (PEP 637) add opcodes without renumbering those of
    # CPython 3.13.5, specialized ones included.

    def test_opcodes_of_3_13_keep_their_numbers(self):
        opcodes = {**opcode.opmap, **opcode._specialized_opmap}
        self.assertEqual(len(opcodes),
                         len(opcode.opmap) + len(opcode._specialized_opmap))
        for name, number in OPCODES_3_13_5.items():
            with self.subTest(name=name):
                self.assertEqual(opcodes.get(name), number)
        import _opcode_metadata
        self.assertEqual(opcode.HAVE_ARGUMENT, 44)
        self.assertEqual(_opcode_metadata.MIN_INSTRUMENTED_OPCODE, 236)

    def test_new_opcodes(self):
        opcodes = {**opcode.opmap, **opcode._specialized_opmap}
        new = {name: number for name, number in opcodes.items()
               if name not in OPCODES_3_13_5}
        self.assertEqual(new, {
            'BINARY_SUBSCR_KW': 119,
            'DELETE_SUBSCR_KW': 120,
            'STORE_SUBSCR_KW': 121,
            'BINARY_SUBSCR_KW_PY': 223,
            'DELETE_SUBSCR_KW_PY': 224,
            'STORE_SUBSCR_KW_PY': 225,
            'BINARY_SUBSCR_KW_PY_EXACT': 226,
            'DELETE_SUBSCR_KW_PY_EXACT': 227,
            'STORE_SUBSCR_KW_PY_EXACT': 228,
        })
        self.assertEqual(len(set(opcodes.values())), len(opcodes))


if __name__ == "__main__":
    unittest.main()
