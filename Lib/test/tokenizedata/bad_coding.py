# -*- coding: uft-8 -*-
