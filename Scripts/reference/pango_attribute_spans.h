// Attribute spans for an attributed paragraph, shared by the Pango references (pango_runs.c and
// the benchmark's pango_reference.c): "byteStart:byteEnd:FAMILY:WEIGHT:SIZE_PT" entries separated
// by ';', each setting the span's family, weight and size. Inserted hyphens stay off, as in
// every reference layout.
#include <pango/pango.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The attribute list for `spans` (NULL or empty: none), or NULL when an entry is malformed.
static PangoAttrList *reference_attribute_spans(const char *spans) {
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(FALSE));
    char *copy = strdup(spans ? spans : "");
    char *state = NULL;
    for (char *entry = strtok_r(copy, ";", &state); entry; entry = strtok_r(NULL, ";", &state)) {
        unsigned start, end, weight;
        char family[256];
        double size;
        if (sscanf(entry, "%u:%u:%255[^:]:%u:%lf", &start, &end, family, &weight, &size) != 5) {
            free(copy);
            pango_attr_list_unref(attributes);
            return NULL;
        }
        PangoAttribute *attrs[3] = {pango_attr_family_new(family), pango_attr_weight_new((PangoWeight)weight),
                                    pango_attr_size_new((int)(size * PANGO_SCALE))};
        for (int i = 0; i < 3; i++) {
            attrs[i]->start_index = start;
            attrs[i]->end_index = end;
            pango_attr_list_insert(attributes, attrs[i]);
        }
    }
    free(copy);
    return attributes;
}
