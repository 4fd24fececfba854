/**
 * TypeDoc plugin: shows the members of the library's `as const` tables in the reference.
 *
 * `SudokuDifficulty`, `SudokuSymmetry`, `SudokuErrorCode` and the like are declared as
 * `typeof DIFFICULTY_VALUES` (a private object, so that isolated declarations need no repeated
 * literal type). TypeDoc would print just that name, which users cannot look up. This plugin
 * replaces such a type, when it names a constant that is not exported, by the constant's own
 * object type, so the page lists every member with its value and its doc comment.
 */
import ts from 'typescript';
import { Converter, ReflectionKind } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.kind !== ReflectionKind.Variable || reflection.type?.type !== 'query') return;
    const symbol = context.getSymbolFromReflection(reflection);
    const declaration = symbol?.valueDeclaration;
    if (declaration === undefined || !ts.isVariableDeclaration(declaration)) return;
    const annotation = declaration.type;
    if (annotation === undefined || !ts.isTypeQueryNode(annotation)) return;
    const target = context.checker.getSymbolAtLocation(annotation.exprName);
    const targetDeclaration = target?.valueDeclaration;
    if (targetDeclaration === undefined || !ts.isVariableDeclaration(targetDeclaration)) return;
    // Only private tables: an exported constant has its own page to link to.
    const statement = targetDeclaration.parent.parent;
    if (ts.getCombinedModifierFlags(targetDeclaration) & ts.ModifierFlags.Export) return;
    if (!ts.isVariableStatement(statement)) return;
    const type = context.converter.convertType(context, context.checker.getTypeOfSymbol(target));
    // Named after the export, so that warnings and `intentionallyNotDocumented` say
    // `SudokuRatingTechnique.XYCycle` rather than `__type.XYCycle`.
    if (type.type === 'reflection') type.declaration.name = reflection.name;
    reflection.type = type;
  });
}
